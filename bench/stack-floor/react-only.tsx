/** React alone: the analyzer's first fields as plain form controls. */
export function Page() {
  return (
    <form style={{ maxWidth: 600, margin: 16 }}>
      <h1>Fix &amp; Flip Analyzer</h1>
      <label style={{ display: 'block' }}>
        Address <input list="addresses" />
      </label>
      <datalist id="addresses">
        <option value="1 Main St" />
      </datalist>
      {Array.from({ length: 10 }, (_, i) => (
        <label key={i} style={{ display: 'block' }}>
          {`Figure ${i + 1}`} <input type="number" />
        </label>
      ))}
      <button type="submit">Calculate</button>
    </form>
  );
}
