// Finds Chromium for the browser tests; as root it installs Debian's chromium and fonts-noto-cjk when missing.
import fs from 'node:fs';
import { runOrExit } from './run.mjs';

const INSTALL = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

export function ensureChromium() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasFonts = fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (fs.existsSync(candidate) && hasFonts) return candidate;
  if (process.env.CHROMIUM_PATH && fs.existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium or the Japanese fonts are missing. Install them with:\n  sudo sh -c '${INSTALL}'\nor set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium and fonts-noto-cjk for the browser tests…');
  runOrExit('sh', ['-c', INSTALL.replace('apt-get install', 'DEBIAN_FRONTEND=noninteractive apt-get install')]);
  return '/usr/bin/chromium';
}
