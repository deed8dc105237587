// Debian's Chromium as every benchmark launches it (nothing downloads a browser of its own).
export const CHROMIUM = '/usr/bin/chromium';

// Without the networking flags Chromium floods this machine's closed network with refused connections.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
