import { ListingPage } from '@/app/listing-page';

export default ListingPage;
