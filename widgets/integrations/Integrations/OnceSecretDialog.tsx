import { styled } from 'styled-components';
import { useState } from 'react';
import { Alert } from '../../core/ui/Alert';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import { t } from '../../core/ui/tokens';

export const SHOWN_ONCE_TEXT = 'Copy it now: it will not be shown again.';

const Value = styled.code`
  display: block;
  margin: 10px 0;
  padding: 10px 12px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surfaceMuted};
  font-size: 13px;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  color: ${t.muted};
`;

export interface OnceSecret {
  /** The dialog's title, e.g. 'Signing secret' or 'API key'. */
  title: string;
  /** What the value is, one sentence before it. */
  intro: string;
  /** Its accessible name, e.g. 'Signing secret of https://…'. */
  label: string;
  value: string;
  /** Further facts (e.g. until when the previous secret still signs). */
  note?: string;
}

/**
 * A secret or key the server answers once (ADR 0034): shown in a dialog with a Copy button and the sentence that it
 * will not be shown again. Only React state holds it; closing the dialog drops it, and nothing stores it.
 */
export function OnceSecretDialog({ secret, onClose }: { secret: OnceSecret | null; onClose: () => void }) {
  return (
    <Modal open={secret !== null} title={secret?.title ?? ''} onClose={onClose} staticBackdrop footer={<Button onClick={onClose}>Done</Button>}>
      {secret && <SecretBody key={secret.value} secret={secret} />}
    </Modal>
  );
}

function SecretBody({ secret }: { secret: OnceSecret }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    if (!navigator.clipboard) {
      setCopied('no');
      return;
    }
    navigator.clipboard.writeText(secret.value).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <>
      <p style={{ margin: 0 }}>{secret.intro}</p>
      <Value aria-label={secret.label} tabIndex={0}>
        {secret.value}
      </Value>
      <Bar>
        <Button size="sm" variant="secondary" onClick={copy}>
          Copy
        </Button>
        {copied && <span role="status">{copied === 'yes' ? 'Copied.' : 'Copying was refused: select the text and copy it.'}</span>}
      </Bar>
      <div style={{ marginTop: 12 }}>
        <Alert variant="warning">{SHOWN_ONCE_TEXT}</Alert>
      </div>
      {secret.note && <p style={{ margin: '10px 0 0', fontSize: 13 }}>{secret.note}</p>}
    </>
  );
}
