import { Route, Routes } from 'react-router-dom';
import { ProjectsListPage } from './features/projects/components/ProjectsListPage';
import './remote.css';

/** Every screen under /admin/*: exposed to the host as `adminRemote/AdminApp`, mounted inside its admin shell. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="projects" element={<ProjectsListPage />} />
      <Route path="*" element={<p className="py-10">This admin page does not exist.</p>} />
    </Routes>
  );
}
