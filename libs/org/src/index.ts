// The org pages' route table arrives with the shell issue; until then the library exports nothing.
export {};
