import { AboutPage } from '@/features/about/components/about-page';

/** `/about-us`: company and licence details. */
export default function AboutRoute() {
  return <AboutPage />;
}
