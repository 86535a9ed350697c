import { test } from './test';
import { paths, startSession, waitForIslands } from './helpers';
const pages: [string, string][] = [
  ['ana@tovar.example', paths.userHome],
  ['ana@tovar.example', paths.createTransport],
  ['ana@tovar.example', paths.account],
  ['ana@tovar.example', paths.messages],
  ['ana@tovar.example', paths.notifications],
  ['dispatch@balkancargo.example', paths.transporterHome],
  ['dispatch@balkancargo.example', paths.transporterTransports],
  ['dispatch@balkancargo.example', paths.jobs],
  ['dispatch@balkancargo.example', paths.fleet],
  ['dispatch@balkancargo.example', paths.live],
  ['dispatch@balkancargo.example', paths.messages],
  ['dispatch@balkancargo.example', paths.account],
];
for (const width of [412, 1440])
  for (const [who, path] of pages)
    test(`${width} ${who} ${path}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await startSession(page, who);
      await page.addInitScript(() => {
        (window as any).__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as any[])
            if (!e.hadRecentInput) (window as any).__shifts.push({ t: Math.round(e.startTime), v: +e.value.toFixed(4), s: (e.sources || []).map((s: any) => `${s.node?.nodeName}.${(s.node?.className || '').toString().slice(0, 50)} ${s.previousRect.x},${s.previousRect.y},${s.previousRect.width}x${s.previousRect.height}->${s.currentRect.x},${s.currentRect.y},${s.currentRect.width}x${s.currentRect.height} "${(s.node?.textContent || '').slice(0, 30)}"`) });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await waitForIslands(page);
      await page.waitForTimeout(2500);
      const shifts = await page.evaluate(() => (window as any).__shifts);
      const total = shifts.reduce((a: number, s: any) => a + s.v, 0);
      console.log(`SCAN ${width} ${path} ${who.split('@')[0]} CLS=${total.toFixed(4)}`);
      for (const s of shifts) console.log(`   ${s.t}ms ${s.v} ${s.s.join(' | ')}`);
    });
