/**
 * Keyboard rules of a WAI-ARIA tab list with automatic activation: Left/Right move and wrap,
 * Home/End jump to the ends. Returns the tab to select, or null for keys the tab list ignores.
 * Example: `tabIndexForKey('ArrowRight', 1, 2)` → 0 (wraps).
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
