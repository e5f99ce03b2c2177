#include "test.h"

char *TCID = "broken01";
int TST_TOTAL = 1;

#error this file does not parse
