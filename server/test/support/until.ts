/** Waits for a condition without a fixed sleep (the probe may be async); fails with the message after `ms`. */
export async function until<T>(
  probe: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  message: string,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
