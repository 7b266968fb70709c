import { expect, it } from 'vitest';
import { accessibilityViolations, useBrowser } from '../fixtures.ts';

const browser = useBrowser();

// The axe check every page test relies on can fail: on a page with a known fault it names the rule,
// and a second check on the same page (axe already in it) finds the same.
it('finds an image without alternative text and text of too little contrast, again on a second look', async () => {
  const page = await browser().newPage();
  await page.setContent(
    '<html lang="en"><head><title>faults</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#aaa;background:#fff">faint</p></main></body></html>',
  );
  const found = await accessibilityViolations(page);
  expect(found.map((violation) => violation.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(await accessibilityViolations(page)).toEqual(found);
  await page.close();
});
