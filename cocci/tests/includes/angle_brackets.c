/* Older tests spell the old headers in angle brackets. */
#include <signal.h>
#include <test.h>
#include <usctest.h>
#include <sys/wait.h>

char *TCID = "angle_brackets";
