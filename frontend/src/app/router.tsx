import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The browser's router over THE route table (app/routes.tsx; the prerender renders the same table). */
export const router = createBrowserRouter(routes);
