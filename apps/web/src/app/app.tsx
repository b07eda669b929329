import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { appRouter } from './router.tsx';

/** The whole web app: providers around the data router. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
