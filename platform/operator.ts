import { configValue as value } from './site';

/** What a setting shows until the operator sets it (the build warns, the legal notice shows it). */
export const PLACEHOLDER = 'À renseigner';

/** The publisher and host named by the legal notice. */
export const publisher = {
  name: value('VITE_PUBLISHER_NAME', PLACEHOLDER),
  status: value('VITE_PUBLISHER_STATUS', PLACEHOLDER),
  address: value('VITE_PUBLISHER_ADDRESS', PLACEHOLDER),
  email: value('VITE_PUBLISHER_EMAIL', PLACEHOLDER),
  director: value('VITE_PUBLICATION_DIRECTOR', PLACEHOLDER),
};
export const host = {
  name: value('VITE_HOST_NAME', PLACEHOLDER),
  address: value('VITE_HOST_ADDRESS', PLACEHOLDER),
  website: value('VITE_HOST_WEBSITE', ''),
};
