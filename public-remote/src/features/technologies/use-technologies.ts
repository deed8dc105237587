import { technologyQueries } from '@portfolio/shared/api';
import { useQuery } from '@portfolio/shared/query';
import { visibleOnly } from '../profile';

/** Every technology the owner shows, in their order, for the technology grid (the home page's "My stack"). */
export const useTechnologies = () => useQuery({ ...technologyQueries.all(), select: visibleOnly });
