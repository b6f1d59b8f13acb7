// §2/§4: while a page's pictures load, a percent bar; it goes away 300 ms after the last one.
// The page itself is already visible (server-rendered) underneath: the bar only reports progress.
import { useEffect, useState } from 'react';
import { PRELOADER_SETTLE_MS } from '../../shared/constants';
import { useMessages } from '../lib/app-context';
import './image-preloader.css';

export function percentLoaded(done: number, total: number): number {
  return total === 0 ? 100 : Math.round((done / total) * 100);
}

export function useImagePreload(sources: readonly string[], settleMs = PRELOADER_SETTLE_MS) {
  const [done, setDone] = useState(0);
  const [finished, setFinished] = useState(false);
  const [started, setStarted] = useState(false);
  const key = sources.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the sources' text, not the array's identity
  useEffect(() => {
    setStarted(true);
    setDone(0);
    setFinished(false);
    let count = 0;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const one = () => {
      if (cancelled) return;
      count += 1;
      setDone(count);
      if (count === sources.length) timer = setTimeout(() => !cancelled && setFinished(true), settleMs);
    };
    if (sources.length === 0) timer = setTimeout(() => setFinished(true), settleMs);
    for (const src of sources) {
      const img = new Image();
      img.onload = one;
      img.onerror = one;
      img.src = src;
    }
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, settleMs]);
  return { percent: percentLoaded(done, sources.length), loading: started && !finished };
}

export function ImagePreloader({ sources }: { sources: readonly string[] }) {
  const m = useMessages().web;
  const { percent, loading } = useImagePreload(sources);
  if (!loading) return null;
  return (
    <div
      className="image-preloader"
      role="progressbar"
      aria-label={m.loadingImages}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="image-preloader__bar" style={{ width: `${percent}%` }} />
      <span className="image-preloader__text">{percent}%</span>
    </div>
  );
}
