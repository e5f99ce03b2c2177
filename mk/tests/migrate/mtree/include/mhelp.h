#ifndef MHELP_H
#define MHELP_H

/* The number of bits set in v: what the fixture tests check. */
int mh_bits(unsigned int v);

#endif
