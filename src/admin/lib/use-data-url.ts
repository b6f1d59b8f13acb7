// A file chosen on the device, read as a data: URL to show it before it is sent (the console's page
// policy allows data: pictures); null until read, or without a file.
import { useEffect, useState } from 'react';

export function useDataUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
    };
  }, [file]);
  return url;
}
