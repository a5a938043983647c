import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/**
 * The browser's router over THE route table (app/routes.tsx). main.tsx loads this module beside the app's own code
 * (React DOM, Ant Design): creating the router starts the route's lazy chunks and its loader at once.
 */
export const router = createBrowserRouter(routes);
export type AppRouter = typeof router;
