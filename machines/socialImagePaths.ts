/**
 * Where the build writes the pictures a shared link shows (og:image): read by the page head, the
 * image build and the server, which sends a picture the build never drew to the site's.
 */
export const SOCIAL_IMAGE_FOLDER = '/img/social/';
export const SITE_SOCIAL_IMAGE = `${SOCIAL_IMAGE_FOLDER}sitio.png`;
