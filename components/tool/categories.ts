import type { CategoryId } from './types';

export const CATEGORIES: readonly { id: CategoryId; label: string }[] = [
  { id: 'marketing', label: 'Marketing' },
  { id: 'ecommerce', label: 'E-commerce' },
  { id: 'seo', label: 'SEO' },
  { id: 'conversion', label: 'Conversion' },
  { id: 'utilities', label: 'Utilitaires' },
];

export function categoryLabel(id: CategoryId): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id;
}
