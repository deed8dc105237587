import { technologyQueries } from '@portfolio/shared/api';
import { useQuery } from '@tanstack/react-query';
import { visibleOnly } from '../profile/visible-only';

/** Every technology the owner shows, in their order, for the stack grid. */
export const useTechnologies = () => useQuery({ ...technologyQueries.all(), select: visibleOnly });
