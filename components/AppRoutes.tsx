import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TOOLS } from '../tools/registry';
import { HomePage } from './home/HomePage';
import { AppLayout } from './layout/AppLayout';
import { LegalPage } from './pages/LegalPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { LEGAL_PATH } from './routes';
import { ToolRoute } from './tool/ToolRoute';

/**
 * The routes of the whole product, shared by the website (browser history), the extension's full-tab page
 * (hash) and pre-rendering (static). React Router matches `/ttc-ht` and `/ttc-ht/` alike.
 */
export function AppRoutes({ extras }: { extras?: ReactNode }) {
  return (
    <Routes>
      <Route element={<AppLayout extras={extras} />}>
        <Route index element={<HomePage />} />
        {TOOLS.map((tool) => (
          <Route key={tool.id} path={tool.path} element={<ToolRoute tool={tool} />} />
        ))}
        <Route path={LEGAL_PATH} element={<LegalPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
