#include "mhelp.h"

int mh_bits(unsigned int v)
{
	int n = 0;

	for (; v; v &= v - 1)
		n++;
	return n;
}
