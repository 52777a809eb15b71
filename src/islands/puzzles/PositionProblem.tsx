/** What a trainer shows instead of a board when the puzzle file's position cannot be set up. */
export function PositionProblem({ heading, errors }: { heading: string; errors: readonly { message: string }[] }) {
  return (
    <div class="card" role="alert">
      <p>{heading}</p>
      <ul>
        {errors.map((e) => (
          <li>{e.message}</li>
        ))}
      </ul>
    </div>
  );
}
