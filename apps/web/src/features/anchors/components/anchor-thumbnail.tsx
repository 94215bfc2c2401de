import type { Anchor } from '@lodestar/contracts';
import classes from './anchors.module.css';

/** The anchor's first image, small, or a plain tile saying there is none. Images come from /api, same origin. */
export function AnchorThumbnail({ anchor }: { anchor: Anchor }) {
  const first = anchor.images[0];
  if (!first)
    return (
      <div className={`${classes.thumb} ${classes.noThumb}`} aria-hidden>
        No image
      </div>
    );
  return <img className={classes.thumb} src={first.url} alt={`${anchor.name} photo`} loading="lazy" />;
}
