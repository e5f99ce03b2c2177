/*
 * A helper library's function given tst_exit as its cleanup (ksm04's
 * get_a_numa_node(tst_exit)): NULL, there is no tst_exit() in the new
 * library. A call of tst_exit() is not an argument and stays.
 */
#include "tst_test.h"
#include "mem.h"

static unsigned int node;

static void setup(void)
{
	node = get_a_numa_node(tst_exit);
	set_node(nmask, get_a_numa_node(tst_exit), 1);
	if (!node)
		tst_exit();
}
