import type {ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import PageFeedback from '../../PageFeedback';

/** The docs footer (edit link, last updated) followed by "Was this page helpful?". */
export default function FooterWithFeedback(): ReactNode {
  return (
    <>
      <Footer />
      <PageFeedback />
    </>
  );
}
