import { clearlyBest } from '../../server/modules/matching/alertPolicy';
import type { Evaluation, Policy } from './evaluate';

/**
 * The alert policy's calibration rule (docs/matching-evaluation.md#the-alert-policy): over
 * every development run (each set as written and with typos), the threshold on a 0.01 grid,
 * the margin floor and the margin (at least 0.15: "clearly" the best) on a 0.05 grid that
 * together maximise F1 of immediate alerts;
 * ties go to the higher threshold, floor and margin (fewer alerts). Prints it beside today's.
 */
export function calibrate(results: Evaluation[], today: Policy): void {
  // Only pairs that some policy on the grid could alert matter.
  const entries = results.flatMap((r) =>
    [...r.scores]
      .filter(([, s]) => s >= 0.3)
      .map(([key, s]) => ({ s, rivals: r.rivals.get(key)!, isTrue: r.isPair(key) })),
  );
  const pairs = results.reduce((n, r) => n + r.figures.pairs, 0);
  const f1Of = (alert: (e: (typeof entries)[number]) => boolean) => {
    let n = 0;
    let ok = 0;
    for (const e of entries) {
      if (!alert(e)) continue;
      n += 1;
      if (e.isTrue) ok += 1;
    }
    const [precision, recall] = [n ? ok / n : 0, ok / pairs];
    return { f1: (200 * precision * recall) / (precision + recall || 1), precision, recall };
  };
  let best = { t: 0, floor: 0, margin: 0, f1: -1, precision: 0, recall: 0 };
  for (let i = 90; i >= 50; i--) {
    const t = i / 100;
    for (let j = 16; j >= 6; j--) {
      const floor = j / 20;
      if (floor > t) continue;
      for (let k = 10; k >= 3; k--) {
        const margin = k / 20;
        const r = f1Of((e) => e.s >= t || clearlyBest(e.s, e.rivals, floor, margin));
        if (r.f1 > best.f1 + 1e-9) best = { t, floor, margin, ...r };
      }
    }
  }
  const now = f1Of(
    (e) => e.s >= today.alertAt || (today.clearlyBest(e.s, e.rivals) && e.s < today.alertAt),
  );
  const pc = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `calibrated policy (max F1, all dev runs): threshold ${best.t.toFixed(2)}, floor ${best.floor.toFixed(2)}, ` +
      `margin ${best.margin.toFixed(2)}: F1 ${best.f1.toFixed(1)}, precision ${pc(best.precision)}, recall ${pc(best.recall)}` +
      `; today's: F1 ${now.f1.toFixed(1)}, precision ${pc(now.precision)}, recall ${pc(now.recall)}`,
  );
}
