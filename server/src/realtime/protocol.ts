/** The SignalR JSON hub protocol, version 1: JSON records each ended by the record separator 0x1E. */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface HubMessage {
  type?: number;
  target?: string;
  arguments?: unknown[];
  invocationId?: string;
  [key: string]: unknown;
}

export function frame(message: object): string {
  return `${JSON.stringify(message)}${RECORD_SEPARATOR}`;
}

/** Splits incoming text into complete records; the unfinished tail stays in the returned rest. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

export const invocation = (target: string, args: unknown[]) => frame({ type: MessageType.Invocation, target, arguments: args });
export const completion = (invocationId: string, outcome: { result: unknown } | { error: string }) =>
  frame({ type: MessageType.Completion, invocationId, ...outcome });
export const PING = frame({ type: MessageType.Ping });
