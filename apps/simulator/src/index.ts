// The fleet simulator (OsmAnd protocol) arrives with the live tracking issue.
export {};
