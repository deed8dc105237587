import { AboutSection } from './features/about/AboutSection';
import { useOwnerProfile } from './features/profile/use-owner-profile';
import './remote.css';

/** The portfolio home: exposed to the host as `publicRemote/HomePage`. */
export default function HomePage() {
  const profile = useOwnerProfile();

  if (profile.isPending) {
    return (
      <p role="status" className="py-10">
        Loading the portfolio…
      </p>
    );
  }
  if (profile.isError) {
    return (
      <section role="alert" className="py-10">
        <p>The portfolio could not be loaded.</p>
        <button
          type="button"
          onClick={() => void profile.refetch()}
          className="mt-3 rounded-md border px-4 py-2"
        >
          Retry
        </button>
      </section>
    );
  }
  return <AboutSection user={profile.data} />;
}
