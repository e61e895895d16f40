import { styled } from 'styled-components';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from './tokens';
import { innermostOpenDialog, subscribeOpenDialogs } from './openDialogs';

/** Spec 1 §9: toasts auto-hide after 2000 ms. */
export const TOAST_DURATION_MS = 2000;

export type ToastVariant = 'success' | 'danger' | 'info';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

export interface ToastApi {
  show: (message: string, variant?: ToastVariant) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const Stack = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
`;

const accent: Record<ToastVariant, string> = { success: t.success, danger: t.danger, info: t.info };

const Item = styled.div<{ $variant: ToastVariant }>`
  min-width: 240px;
  max-width: 360px;
  padding: 10px 14px;
  border-radius: ${t.radius};
  border: 1px solid ${t.border};
  border-left: 4px solid ${(p) => accent[p.$variant]};
  background: ${t.surface};
  color: ${t.text};
  font-family: ${t.font};
  font-size: ${t.fontSize};
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
  pointer-events: auto;
`;

export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children?: ReactNode; duration?: number }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback(
    (message: string, variant: ToastVariant = 'info') => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, message, variant }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setItems((current) => current.filter((item) => item.id !== id));
      }, duration);
      timers.current.add(timer);
    },
    [duration],
  );

  // While a modal dialog of this widget is open, the rest of the page is inert: the toasts go inside the dialog.
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const dialog = useSyncExternalStore(
    subscribeOpenDialogs,
    () => innermostOpenDialog(anchor?.getRootNode() ?? null),
    () => null,
  );

  const api = useMemo<ToastApi>(
    () => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'danger') }),
    [show],
  );

  const stack = (
    <Stack>
      {items.map((item) => (
        <Item key={item.id} $variant={item.variant} role={item.variant === 'danger' ? 'alert' : 'status'} data-toast="">
          {item.message}
        </Item>
      ))}
    </Stack>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <span ref={setAnchor} hidden />
      {items.length > 0 && (dialog ? createPortal(stack, dialog) : stack)}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs an InsightsProvider (or ToastProvider) above it.');
  return api;
}
