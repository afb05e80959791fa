import { useEffect } from 'react';

/** Shows the current screen's title in the browser tab, after the application name. */
export function useDocumentTitle(title: string, appName: string): void {
  useEffect(() => {
    document.title = [title, appName].filter(Boolean).join(' | ');
  }, [title, appName]);
}
