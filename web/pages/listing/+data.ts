import type { PageContextServer } from 'vike/types';
import { listingData } from '@/app/listing-data';

export const data = (pageContext: PageContextServer) => listingData('rent', pageContext);
