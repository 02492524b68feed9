import { useEffect, useState } from 'react';

/**
 * For a dialog whose code loads with the press that opens it, so that it is mounted already
 * wanted open: it opens a render later, and Mantine's Modal sees the opening as it sees that of a
 * dialog there from the start (it notes the control that had focus, and gives focus back to it
 * on closing).
 */
export function useOpeningSeen(opened: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => setSeen(opened), [opened]);
  return seen;
}
