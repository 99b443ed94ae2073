// Style sheets are imported for their side effect only.
declare module '*.css';
