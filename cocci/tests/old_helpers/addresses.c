#include "test.h"

extern char *get_high_address();

static char *bad;

static void setup(void)
{
	bad = get_high_address();
	TEST(mkdir(get_high_address(), 0777));
}
