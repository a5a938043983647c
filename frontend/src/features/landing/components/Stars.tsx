/** Every story is shown with a 5-star rating (spec 1 §2). */
export function Stars() {
  return (
    <span className="lp-stars" role="img" aria-label="Rated 5 out of 5 stars">
      ★★★★★
    </span>
  );
}
