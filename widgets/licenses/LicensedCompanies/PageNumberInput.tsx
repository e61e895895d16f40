import { styled } from 'styled-components';
import { useId, useState } from 'react';
import { compactFieldCss } from '../../core/ui/textField';
import { t } from '../../core/ui/tokens';
import { clampPage } from './filters';
import { formatCount } from '../../core/format/number';

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${t.muted};
`;

const Input = styled.input`
  ${compactFieldCss}
  width: 72px;
  &:focus {
    outline: 2px solid ${t.primary};
    outline-offset: -1px;
  }
`;

/** Spec 1 §5: a page-number input with minimum 1; Enter or leaving the field goes there. */
export function PageNumberInput({ page, pageCount, onPageChange }: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(page));
  // A page change from outside (paging buttons) resets the text: adjust state during render, not in an effect.
  const [shownPage, setShownPage] = useState(page);
  if (page !== shownPage) {
    setShownPage(page);
    setText(String(page));
  }

  const go = () => {
    const target = clampPage(Number(text), pageCount);
    setText(String(target));
    if (target !== page) onPageChange(target);
  };

  return (
    <Wrapper>
      <label htmlFor={id}>Go to page</label>
      <Input
        id={id}
        type="number"
        min={1}
        max={pageCount}
        step={1}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
        }}
        onBlur={go}
      />
      <span>of {formatCount(pageCount)}</span>
    </Wrapper>
  );
}
