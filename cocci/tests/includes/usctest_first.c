/* Older tests include usctest.h before test.h; one old_*.h part too. */
#include <stdio.h>
#include "usctest.h"
#include "test.h"
#include "old_checkpoint.h"

char *TCID = "pipe02";
