import { useEffect } from 'react';

/** Names the browser tab after the view, which also tells screen reader users where a navigation landed. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Lodestar` : 'Lodestar';
  }, [title]);
}
