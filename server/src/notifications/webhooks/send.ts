import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookErrorClass } from '../../../../contract/integrations/rules.js';
import { checkWebhookUrl, type AddressPolicy } from './address.js';

export interface SendResult {
  statusCode: number | null;
  errorClass: WebhookErrorClass | null;
  durationMs: number;
}

export interface SendOptions extends AddressPolicy {
  timeoutMs: number;
}

class AttemptTimeout extends Error {}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

/** Why a request failed without an HTTP answer, in the classes the delivery log shows. */
export function errorClassOf(error: unknown): WebhookErrorClass {
  if (error instanceof AttemptTimeout) return 'timeout';
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return 'DNS';
  if (code === 'ECONNREFUSED') return 'refused';
  if (TLS_CODES.test(code)) return 'TLS';
  return 'network';
}

/**
 * One POST of a delivery: the host is resolved and checked once (address.ts), then the socket connects to exactly
 * that address (a `lookup` that answers it), keeping the Host header and the TLS server name of the URL. Redirects
 * are not followed (a 3xx is a failed attempt), and the whole attempt ends after `timeoutMs`.
 */
export async function postWebhook(url: string, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = await checkWebhookUrl(url, options);
  if (!check.ok) return { statusCode: null, errorClass: check.errorClass, durationMs: elapsed() };
  const { address } = check;
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = check.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      check.url,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Insights-Webhooks/1', ...headers },
      },
      (response) => {
        // The answer's status is all that counts; its body is read and dropped so the socket closes.
        response.resume();
        finish({ statusCode: response.statusCode ?? null, errorClass: null });
      },
    );
    const timer = setTimeout(() => request.destroy(new AttemptTimeout('timeout')), options.timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, errorClass: errorClassOf(error) }));
    request.end(body);
  });
}
