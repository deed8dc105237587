import { notifyAtom } from '@portfolio/shared/state';
import { useSetAtom } from 'jotai';
import { useProjects } from '../api/get-projects';

export function ProjectsListPage() {
  const projects = useProjects({ page: 1 });
  const notify = useSetAtom(notifyAtom);

  // The toast is raised here and shown by the host's toaster: one jotai store across microfrontends.
  const refresh = async () => {
    const result = await projects.refetch();
    notify(
      result.isError
        ? { text: 'Failed to load projects.', type: 'error' }
        : { text: 'Projects refreshed.', type: 'success' },
    );
  };

  return (
    <section aria-labelledby="projects-heading">
      <div className="flex items-center justify-between gap-4">
        <h2 id="projects-heading" className="text-2xl font-semibold">
          Projects
        </h2>
        <button
          type="button"
          onClick={() => void refresh()}
          className="rounded-md bg-sky-600 px-4 py-2 font-medium text-white hover:bg-sky-700"
        >
          Refresh
        </button>
      </div>
      {projects.isPending ? (
        <p role="status" className="mt-6">
          Loading projects…
        </p>
      ) : projects.isError || projects.data.projects.length === 0 ? (
        <p className="mt-6">No Results</p>
      ) : (
        <table className="mt-6 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th className="py-2">Name</th>
            </tr>
          </thead>
          <tbody>
            {projects.data.projects.map((project) => (
              <tr key={project.id} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-2">{project.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
