import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './app-routes';
import { preloadScreens } from './router';

// The first screen's chunk is requested now, while main.tsx waits for the translations.
preloadScreens(window.location);

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
