import { listAllTechnologies } from '@portfolio/shared/api';
import { useQuery } from '@tanstack/react-query';

/** Every technology with its tags, for the stack grid. */
export const useTechnologies = () =>
  useQuery({
    queryKey: ['technologies', 'all'],
    queryFn: ({ signal }) => listAllTechnologies(signal),
    select: (data) => data.technologies,
  });
