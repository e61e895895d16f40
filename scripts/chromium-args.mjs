// Flags for Chromium on this closed network: without the background-networking ones it keeps
// trying to reach Google's hosts and fills the log with refused connections.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
