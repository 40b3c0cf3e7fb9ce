/** A label with the required mark: a visible asterisk, read as « obligatoire ». */
export function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="qr-required" aria-hidden>
        {' '}*
      </span>
      <span className="visually-hidden"> (obligatoire)</span>
    </>
  );
}

