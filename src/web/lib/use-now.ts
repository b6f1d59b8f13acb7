import { useEffect, useState } from 'react';
import { useConfig } from './app-context';

/** "Now": the server's render time on the first render (so hydration matches), the clock after. */
export function useNow(): Date {
  const { renderedAt } = useConfig();
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  return now;
}
