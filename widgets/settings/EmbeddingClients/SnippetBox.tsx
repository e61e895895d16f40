import { styled } from 'styled-components';
import { useState } from 'react';
import { Button } from '../../core/ui/Button';
import { t } from '../../core/ui/tokens';

const Box = styled.div`
  position: relative;
  min-width: 0;
`;

const Code = styled.pre`
  max-height: 260px;
  margin: 0;
  padding: 12px;
  overflow: auto;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surfaceMuted};
  font-size: 12px;
  line-height: 1.45;
  white-space: pre;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 6px;
  color: ${t.muted};
  font-size: 13px;
`;

/** The snippet of one intranet client and a Copy button (the clipboard may be refused: the text stays selectable). */
export function SnippetBox({ label, snippet }: { label: string; snippet: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    if (!navigator.clipboard) {
      setCopied('no');
      return;
    }
    navigator.clipboard.writeText(snippet).then(() => setCopied('yes'), () => setCopied('no'));
  };
  return (
    <Box>
      <Bar>
        <span>Paste into the page&apos;s &lt;body&gt;:</span>
        <span>
          {copied && <span role="status">{copied === 'yes' ? 'Copied. ' : 'Copying was refused: select the text and copy it. '}</span>}
          <Button size="sm" variant="secondary" onClick={copy} aria-label={`Copy snippet of ${label}`}>
            Copy snippet
          </Button>
        </span>
      </Bar>
      <Code aria-label={`Snippet of ${label}`} tabIndex={0}>
        <code>{snippet}</code>
      </Code>
    </Box>
  );
}
