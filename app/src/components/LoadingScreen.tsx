import { Box, Spinner } from '@alegato/ui';

/** Full-screen loading state: while the session initialises and while a page's code loads. */
export function LoadingScreen() {
  return (
    <Box
      padding="lg"
      style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}
      data-slot="loading-screen"
    >
      <Spinner size="lg" />
    </Box>
  );
}
